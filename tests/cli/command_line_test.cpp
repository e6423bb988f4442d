// The command line's parser (cpp/cli/command_line.cpp): what main() dispatches or refuses, word for
// word; tests/cli/cli_test.sh checks the same lines through the built program.
#include "../../cpp/cli/command_line.hpp"

#include <catch2/catch.hpp>

using slide::cli::CommandLine;
using slide::cli::parse_command_line;

TEST_CASE("a command reads --name value pairs, flags and words in any order") {
  const CommandLine line = parse_command_line(
      {"solve", "--puzzle", "8", "1", "--json", "2", "--node-limit", "--json", "3"});
  // --json is not solve's option, so this line is refused; bench reads it.
  CHECK(line.kind == CommandLine::Kind::refusal);
  const CommandLine bench =
      parse_command_line({"bench", "--puzzle", "8", "file.txt", "--json", "--node-limit", "--x"});
  REQUIRE(bench.kind == CommandLine::Kind::command);
  CHECK(bench.command == "bench");
  CHECK(bench.args.get("puzzle") == "8");
  CHECK(bench.args.has("json"));
  CHECK(bench.args.get("json", "unset").empty());
  CHECK(bench.args.get("node-limit") == "--x");  // a value may look like an option
  CHECK(bench.args.words == std::vector<std::string>{"file.txt"});
  CHECK(bench.exit_status == 0);
}

TEST_CASE("the last of a repeated option wins; '-', '--' and negative numbers are words") {
  const CommandLine line =
      parse_command_line({"check", "--puzzle", "15", "--puzzle", "8", "-", "--", "-3"});
  REQUIRE(line.kind == CommandLine::Kind::command);
  CHECK(line.args.get("puzzle") == "8");
  CHECK(line.args.words == std::vector<std::string>{"-", "--", "-3"});
}

TEST_CASE("refusals are the one line main prints, with exit status 2") {
  const CommandLine none = parse_command_line({});
  CHECK(none.kind == CommandLine::Kind::refusal);
  CHECK(none.exit_status == 2);
  CHECK(none.message ==
        "slide: no command (solve, bench, scramble, check, table, pdb, heuristics); see slide "
        "--help");
  CHECK(parse_command_line({"solve", "--puzzle"}).message ==
        "slide: option --puzzle needs a value");
  CHECK(parse_command_line({"solve", "--nodelimit", "9", "1"}).message ==
        "slide: unknown option --nodelimit for solve (options: --algo, --goal, --heuristic, "
        "--node-limit, --partition, --pdb, --puzzle, --state-cap, --threads, --time-limit)");
  CHECK(parse_command_line({"heuristics", "--json"}).message ==
        "slide: unknown option --json for heuristics (it takes no options)");
  CHECK(parse_command_line({"sovle"}).message ==
        "slide: unknown command 'sovle' (solve, bench, scramble, check, table, pdb, heuristics)");
  // User text is clipped and escaped: one short line whatever was typed.
  const CommandLine odd = parse_command_line({std::string(500, 'x') + "\n"});
  CHECK(odd.message.find('\n') == std::string::npos);
  CHECK(odd.message.size() <= slide::cli::kMaxRefusalBytes);
}

TEST_CASE("--help anywhere asks for the usage, after the options are read") {
  CHECK(parse_command_line({"--help"}).kind == CommandLine::Kind::help);
  CHECK(parse_command_line({"help"}).kind == CommandLine::Kind::help);
  CHECK(parse_command_line({"solve", "--bogus", "1", "--help"}).kind == CommandLine::Kind::help);
  CHECK(parse_command_line({"nonsense", "--help"}).kind == CommandLine::Kind::help);
  // A missing value is still reported first, as main() always did.
  CHECK(parse_command_line({"solve", "--help", "--puzzle"}).kind == CommandLine::Kind::refusal);
}

TEST_CASE("to_words gives words that parse back to the same Arguments") {
  const CommandLine line = parse_command_line(
      {"scramble", "--seed", "7", "--random", "--goal", "", "--puzzle", "--count", "x"});
  REQUIRE(line.kind == CommandLine::Kind::command);
  CHECK(line.args.get("puzzle") == "--count");
  const CommandLine again = parse_command_line(slide::cli::to_words(line.command, line.args));
  REQUIRE(again.kind == CommandLine::Kind::command);
  CHECK(again.command == "scramble");
  CHECK(again.args.options == line.args.options);
  CHECK(again.args.words == line.args.words);
}
