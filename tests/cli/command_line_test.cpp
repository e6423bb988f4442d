// The command line's parser (cpp/cli/command_line.cpp): what main() dispatches or refuses, word for
// word; tests/cli/cli_test.sh checks the same lines through the built program.
#include "../../cpp/cli/command_line.hpp"

#include <catch2/catch.hpp>
#include <map>

using slide::cli::CommandLine;
using slide::cli::parse_command_line;

TEST_CASE("a command reads --name value pairs, flags and words in any order") {
  const CommandLine line = parse_command_line(
      {"solve", "--puzzle", "8", "1", "--json", "2", "--node-limit", "--json", "3"});
  // --json is not solve's option, so this line is refused; bench reads it.
  CHECK(line.kind == CommandLine::Kind::refusal);
  const CommandLine bench =
      parse_command_line({"bench", "--puzzle", "8", "file.txt", "--json", "--goal", "--x"});
  REQUIRE(bench.kind == CommandLine::Kind::command);
  CHECK(bench.command == "bench");
  CHECK(bench.args.get("puzzle") == "8");
  CHECK(bench.args.has("json"));
  CHECK(bench.args.get("json", "unset").empty());
  CHECK(bench.args.get("goal") == "--x");  // a value may look like an option
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
  CHECK(
      none.message ==
      "slide: no command (solve, bench, scramble, check, table, pdb, heuristics, learn); see slide "
      "--help");
  CHECK(parse_command_line({"solve", "--puzzle"}).message ==
        "slide: option --puzzle needs a value");
  CHECK(parse_command_line({"solve", "--nodelimit", "9", "1"}).message ==
        "slide: unknown option --nodelimit for solve (options: --algo, --goal, --heuristic, "
        "--node-limit, --partition, --pdb, --puzzle, --state-cap, --threads, --time-limit)");
  CHECK(parse_command_line({"heuristics", "--json"}).message ==
        "slide: unknown option --json for heuristics (it takes no options)");
  CHECK(parse_command_line({"sovle"}).message ==
        "slide: unknown command 'sovle' (solve, bench, scramble, check, table, pdb, heuristics, "
        "learn)");
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
      {"scramble", "--seed", "7", "--random", "--goal", "1 2 3 0", "--puzzle", "--count"});
  REQUIRE(line.kind == CommandLine::Kind::command);
  CHECK(line.args.get("puzzle") == "--count");
  const CommandLine again = parse_command_line(slide::cli::to_words(line.command, line.args));
  REQUIRE(again.kind == CommandLine::Kind::command);
  CHECK(again.command == "scramble");
  CHECK(again.args.options == line.args.options);
  CHECK(again.args.words == line.args.words);
}

// Issue 30's generator: every command x every option it reads, given an empty value, a value out
// of range (number options), or followed by a stray word (commands that read no more words), is
// refused with one short line, exit status 2. tests/cli/cli_test.sh runs a sample of the same
// through the built program.
TEST_CASE("every command x every option: empty, out-of-range and stray-word lines are refused") {
  // A line each command accepts, to which the bad option or word is added.
  const std::map<std::string, std::vector<std::string>> accepted = {
      {"solve", {"solve", "1", "2", "3", "0", "4", "6", "7", "5", "8"}},
      {"bench", {"bench"}},
      {"scramble", {"scramble", "--random"}},
      {"check", {"check", "1", "2", "3", "0", "4", "6", "7", "5", "8"}},
      {"table", {"table"}},
      {"pdb", {"pdb", "build", "--out", "x.pdb"}},
      {"heuristics", {"heuristics"}},
      {"learn", {"learn", "train", "--out", "x.slnn"}},
  };
  const std::map<std::string, std::string> out_of_range = {
      {"node-limit", "0"}, {"state-cap", "8000001"}, {"threads", "65"},  {"slice-ms", "60001"},
      {"moves", "10001"},  {"seed", "1e3"},          {"count", "100001"}};
  const auto refused = [](const std::vector<std::string>& words) {
    const CommandLine line = parse_command_line(words);
    INFO(Catch::rangeToString(words));
    CHECK(line.kind == CommandLine::Kind::refusal);
    CHECK(line.exit_status == 2);
    CHECK(line.message.find('\n') == std::string::npos);
    CHECK(line.message.size() <= slide::cli::kMaxRefusalBytes);
  };
  int lines = 0;
  for (const std::string& command : slide::cli::command_names()) {
    const std::vector<std::string>& base = accepted.at(command);
    REQUIRE(parse_command_line(base).kind == CommandLine::Kind::command);
    for (const std::string& option : slide::cli::command_options(command)) {
      if (slide::cli::is_flag(option)) continue;
      auto with = [&](const std::string& value) {
        std::vector<std::string> words = base;
        words.insert(words.begin() + 1, {"--" + option, value});
        return words;
      };
      refused(with(""));
      ++lines;
      if (out_of_range.count(option)) {
        refused(with(out_of_range.at(option)));
        refused(with("-1"));
        refused(with("99999999999999999999999"));
        lines += 3;
      }
    }
    // Commands whose words are not a board: one more word is refused.
    // (learn's words are its action, and for `learn solve` a board: learn_command.cpp reads them.)
    if (command != "solve" && command != "check" && command != "learn") {
      std::vector<std::string> words = base;
      words.push_back(command == "bench" ? "a.txt" : "stray");
      if (command == "bench") words.push_back("b.txt");
      refused(words);
      ++lines;
    }
  }
  CHECK(lines > 40);
  // The pdb actions and bench's flags read only what they take.
  refused({"pdb", "info", "a.pdb", "b.pdb"});
  refused({"pdb", "info"});
  refused({"pdb", "info", "--out", "x", "a.pdb"});
  refused({"pdb", "build"});
  refused({"pdb", "make", "--out", "x"});
  refused({"bench", "--signature", "a.txt"});
  refused({"bench", "--list"});
  // An unknown option's name is user text in the empty-value refusal too: escaped and clipped
  // (fuzz target cli_args found it unescaped).
  const CommandLine odd = parse_command_line({"solve", "--\x01" + std::string(300, 'y'), ""});
  CHECK(odd.message.find('\x01') == std::string::npos);
  CHECK(odd.message.size() <= slide::cli::kMaxRefusalBytes);
}
