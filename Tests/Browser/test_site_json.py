"""site.json against the JSON Schema published beside it, checked by check-jsonschema (a maintained validator), and
what its URLs name, for the real site, the fixture sites and the example package's site."""

import json
import subprocess
from pathlib import Path

import pytest

from site_checks import ROOT

CHECK_JSONSCHEMA = ROOT / ".venv" / "bin" / "check-jsonschema"


def check(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(CHECK_JSONSCHEMA), *arguments], capture_output=True, text=True)


def sites(real_site, fixture_sites, example_site):
    return {
        "real": real_site,
        "tokens-studio": fixture_sites("tokens-studio"),
        "other-generators": fixture_sites("other-generators"),
        "example": example_site,
    }


@pytest.mark.parametrize("name", ["real", "tokens-studio", "other-generators", "example"])
def test_site_json_follows_its_schema_and_names_what_the_build_wrote(name, real_site, fixture_sites, example_site):
    output: Path = sites(real_site, fixture_sites, example_site)[name].output
    schema, manifest = output / "site.schema.json", output / "site.json"
    result = check("--check-metaschema", str(schema))
    assert result.returncode == 0, result.stdout + result.stderr
    result = check("--schemafile", str(schema), str(manifest))
    assert result.returncode == 0, result.stdout + result.stderr

    facts = json.loads(manifest.read_text())
    assert facts["pages"], "every site has pages"
    for page in facts["pages"]:
        assert (output / page["url"] / "index.html").is_file(), page["url"]
        if "markdown" in page:
            assert (output / page["markdown"]).is_file(), page["markdown"]
    for page in facts["componentPages"]:
        assert (output / page["url"] / "index.html").is_file(), page["url"]
        assert all(index < len(facts["contrast"]) for index in page["contrast"])
        for preview in page["previews"]:
            assert preview["initial"] in preview["states"]
            for state in preview["states"]:
                assert (output / state["svg"]).is_file(), state["svg"]
    modes = set(facts["modes"])
    for token in facts["tokens"]:
        assert set(token["modes"]) <= modes, token["path"]
    for pair in facts["contrast"]:
        assert set(pair["modes"]) == modes


def test_the_schema_refuses_what_site_json_must_not_say(real_site, tmp_path):
    """The schema is no formality: a ratio past 21:1, a state's SVG outside previews/, an unknown key, a missing
    version are each refused."""
    output: Path = real_site.output
    facts = json.loads((output / "site.json").read_text())
    assert facts["componentPages"] and facts["contrast"]

    def refused(change) -> bool:
        broken = json.loads(json.dumps(facts))
        change(broken)
        path = tmp_path / "broken.json"
        path.write_text(json.dumps(broken))
        return check("--schemafile", str(output / "site.schema.json"), str(path)).returncode != 0

    def ratio(site):
        site["contrast"][0]["default"]["ratio"] = 30

    def svg(site):
        site["componentPages"][0]["previews"][0]["states"][0]["svg"] = "../../etc/passwd"

    def key(site):
        site["tokens"][0]["colour"] = "#fff"

    assert refused(ratio)
    assert refused(svg)
    assert refused(key)
    assert refused(lambda site: site.pop("version"))
    assert not refused(lambda site: None)
