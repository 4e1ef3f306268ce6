import shutil

import pytest

from site_checks import ROOT, serve_and_build, temporary_folder


@pytest.fixture(scope="session")
def real_site():
    """The repository's Content/ and Theme/, built and served under /design-docs/."""
    workdir = temporary_folder()
    site = serve_and_build(ROOT / "Content", ROOT / "Theme", workdir)
    yield site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)
