"""Root of the test tree: pytest puts this folder on sys.path (rootdir conftest),
so every test directory imports the shared harness as `support`."""
