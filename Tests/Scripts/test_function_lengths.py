"""The function-length counter (scripts/function-lengths) against the Swift forms that fool a naive one."""
import importlib.machinery
import importlib.util
import os
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "..", "..", "scripts", "function-lengths")
loader = importlib.machinery.SourceFileLoader("function_lengths", SCRIPT)
spec = importlib.util.spec_from_loader("function_lengths", loader)
counter = importlib.util.module_from_spec(spec)
loader.exec_module(counter)


def lengths(source):
    return {name: last - first + 1 for name, first, last in counter.functions(source)}


class FunctionLengthTests(unittest.TestCase):
    def test_a_closure_in_a_default_argument_is_part_of_the_signature(self):
        source = (
            "func render(\n"
            "    fence: (Int) -> String? = { _ in nil },\n"
            "    text: () -> Void = {}\n"
            ") -> String {\n"
            "    let a = 1\n"
            "    return \"\\(a)\"\n"
            "}\n"
        )
        self.assertEqual(lengths(source), {"render": 7})

    def test_braces_in_strings_comments_and_interpolations_are_not_code(self):
        source = (
            "func f() {\n"
            "    let a = \"{ not a brace\"\n"
            "    /* { /* nested } */ still a comment { */\n"
            "    // }\n"
            "    let b = #\"raw \"} still raw\"#\n"
            "    let c = \"\\(x.map { \"}\" + $0 })\"\n"
            "    let d = \"\"\"\n"
            "        }\n"
            "        \"\"\"\n"
            "}\n"
            "func g() {}\n"
        )
        self.assertEqual(lengths(source), {"f": 10, "g": 1})

    def test_a_line_continuation_in_a_string_keeps_the_line_count(self):
        source = (
            "let text = \"\"\"\n"
            "    one \\\n"
            "    two\n"
            "    \"\"\"\n"
            "func f() {\n"
            "}\n"
        )
        self.assertEqual(counter.functions(source), [("f", 5, 6)])

    def test_a_requirement_without_a_body_is_not_counted(self):
        source = (
            "protocol P {\n"
            "    func a(x: Int) -> Int\n"
            "    var b: Int { get }\n"
            "    init(c: Int)\n"
            "}\n"
            "struct S {\n"
            "    init(c: Int) {\n"
            "        self.init(d: c)\n"
            "    }\n"
            "}\n"
        )
        self.assertEqual(lengths(source), {"b": 1, "init": 3})

    def test_computed_properties_and_closures_called_at_once_count(self):
        source = (
            "struct S {\n"
            "    var area: Int {\n"
            "        width * height\n"
            "    }\n"
            "    static let table: [Int] = {\n"
            "        var t: [Int] = []\n"
            "        return t\n"
            "    }()\n"
            "    let handler = { print(1) }\n"
            "    func run() {\n"
            "        var stopped: Int?\n"
            "        while true {\n"
            "        }\n"
            "    }\n"
            "}\n"
        )
        self.assertEqual(lengths(source), {"area": 3, "table": 4, "run": 5})

    def test_a_nested_function_counts_in_its_own_right_and_in_its_outer_one(self):
        source = "func outer() {\n    func inner() {\n        1\n    }\n}\n"
        self.assertEqual(lengths(source), {"outer": 5, "inner": 3})


if __name__ == "__main__":
    unittest.main()
