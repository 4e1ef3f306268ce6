"""The report of `specimen diff` on the fixture repository (Tests/SiteDiffTests/Fixture), served under a sub-path: its
page in Chromium, WebKit and Firefox at both viewports, light and dark, with screenshots to look at; the Nu
validator; and the link checker. The report of a commit against itself, and of the first commit against a working
tree whose slider page has an edited paragraph (a prose diff, its changed words marked), are checked the same way.
Every check must find nothing."""

import json
import shutil
import subprocess

import pytest

from site_checks import ROOT, browse_pages, check_links, serve_folder, specimen_binary, temporary_folder, validate_markup

SCREENSHOTS = ROOT / ".build-browser" / "screenshots" / "diff"


@pytest.fixture(scope="module", params=["HEAD~1", "HEAD", "prose"])
def report(request):
    workdir = temporary_folder()
    repo = workdir / "repo"
    subprocess.run(["bash", str(ROOT / "Tests" / "SiteDiffTests" / "Fixture" / "make-repository.sh"), str(repo)],
                   check=True, capture_output=True)
    sides = [request.param, "HEAD"]
    if request.param == "prose":
        page = repo / "Content" / "components" / "slider.md"
        page.write_text(page.read_text().replace("in steps of ten", "in steps of five"))
        sides = ["HEAD~1", "."]

    def write(output, _base_url):
        result = subprocess.run([str(specimen_binary()), "diff", *sides, "--output", str(output)],
                                cwd=repo, capture_output=True, text=True)
        assert result.returncode == 0, result.stderr

    site = serve_folder(workdir, write)
    yield request.param, site
    site.close()
    shutil.rmtree(workdir, ignore_errors=True)


def test_report_lists_the_changes(report):
    old, site = report
    text = (site.output / "index.html").read_text()
    if old == "HEAD":
        assert "No changes" in text
    elif old == "prose":
        assert text.count('<article id="') == 5
        assert "<mark>ten;</mark>" in text and "<mark>five;</mark>" in text
    else:
        assert text.count('<article id="') == 4
        facts = json.loads((site.output / "changes.json").read_text())
        assert sorted(change["kind"] for change in facts["changes"]) == [
            "facts-changed", "page-moved", "preview-changed", "token-changed"]
        assert 'src="previews/before/slider/value-100_max-100_step-10.svg"' in text


@pytest.mark.parametrize("viewport", ["desktop", "phone"])
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_report_in_each_engine(report, engine, scheme, viewport):
    old, site = report
    folder = SCREENSHOTS / {"HEAD~1": "changes", "HEAD": "none", "prose": "prose"}[old]
    problems = browse_pages(site, site.pages, scheme, folder if engine == "chromium" else None, viewport, engine)
    assert problems == [], "\n".join(problems)


def test_report_markup_is_valid(report):
    problems = validate_markup(report[1])
    assert problems == [], "\n".join(problems)


def test_report_links_resolve(report):
    problems = check_links(report[1], temporary_folder())
    assert problems == [], "\n".join(problems)
