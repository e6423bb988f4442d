// The command line read into a command and its Arguments, or refused with the one line to print.
#include "command_line.hpp"

#include <map>

#include "clip.hpp"
#include "limits.hpp"
#include "session/session.hpp"

namespace slide::cli {
namespace {

const std::set<std::string> kFlags = {"json", "random", "help", "signature", "list"};

const std::set<std::string> kSearchOptions = {"puzzle",     "goal",      "heuristic", "algo",
                                              "node-limit", "state-cap", "pdb",       "partition",
                                              "threads",    "time-limit"};

std::set<std::string> with(std::set<std::string> base, std::set<std::string> more) {
  base.merge(more);
  return base;
}

// Each subcommand with the options it reads: any other option is a mistake (a misspelt
// --nodelimit must not run a search without its limit), refused before anything runs.
const std::map<std::string, std::set<std::string>>& options_by_command() {
  static const std::map<std::string, std::set<std::string>> table = {
      {"solve", kSearchOptions},
      {"bench", with(kSearchOptions, {"json", "signature", "list", "slice-ms"})},
      {"scramble",
       {"puzzle", "goal", "moves", "random", "seed", "count", "difficulty", "pdb", "heuristic"}},
      {"check", {"puzzle", "goal", "solution"}},
      {"table", {"puzzle", "goal"}},
      {"pdb", {"puzzle", "goal", "partition", "out"}},
      {"heuristics", {}},
      {"learn",
       {"puzzle", "goal", "seed", "epochs", "hidden", "starts", "pdb", "partition", "out",
        "weights", "algo", "node-limit", "count", "compare", "over-weight"}},
  };
  return table;
}

CommandLine refuse(std::string message) {
  CommandLine line;
  line.kind = CommandLine::Kind::refusal;
  line.message = std::move(message);
  line.exit_status = 2;
  return line;
}

bool is_option(const std::string& word) { return word.size() > 2 && word.rfind("--", 0) == 0; }

// The options whose value is a whole number, with the range every command accepts: a value out
// of it is refused here, before anything runs, so the commands read these values as given.
struct NumberRange {
  std::uint64_t min, max;
};
const std::map<std::string, NumberRange>& number_options() {
  static const std::map<std::string, NumberRange> table = {
      {"node-limit", {1, kMaxWholeNumber}}, {"state-cap", {1, Session::kMaxStateCap}},
      {"threads", {1, kMaxThreads}},        {"slice-ms", {1, 60000}},
      {"moves", {0, kMaxScrambleMoves}},    {"seed", {0, kMaxWholeNumber}},
      {"count", {1, kMaxScrambleCount}},
  };
  return table;
}

// A refusal for a value that is empty (an empty value never means "the default": leaving the
// option out does) or, for a number option, not a whole number in its range; else "".
std::string value_problem(const std::string& name, const std::string& value) {
  if (value.empty())
    return "slide: option --" + clip(name, 40) +
           " needs a value, not an empty one (leave it out for the " + "default)";
  auto range = number_options().find(name);
  if (range == number_options().end()) return {};
  const auto number = whole_number(value);
  if (number && *number >= range->second.min && *number <= range->second.max) return {};
  return "slide: --" + name + " needs a whole number from " + std::to_string(range->second.min) +
         " to " + std::to_string(range->second.max) + ", not '" + clip(value, 40) + "'";
}

std::string stray(const std::string& word, const std::string& why) {
  return "slide: unexpected word '" + clip(word, 40) + "': " + why;
}

// A refusal for words a command does not read (a stray word must not be silently dropped), or
// for a pdb line without its action; else "".
std::string word_problem(const std::string& command, const Arguments& args) {
  const std::vector<std::string>& words = args.words;
  if (command == "scramble" || command == "table" || command == "heuristics")
    return words.empty() ? "" : stray(words[0], command + " reads no words");
  if (command == "bench") {
    if (args.has("signature") && !words.empty())
      return stray(words[0], "bench --signature reads no FILE");
    if (args.has("list") && !args.has("signature")) return "slide: --list goes with --signature";
    return words.size() > 1 ? stray(words[1], "bench reads one FILE") : "";
  }
  if (command != "pdb") return {};
  if (words.empty() || (words[0] != "build" && words[0] != "info"))
    return "slide: pdb needs 'build --out FILE' or 'info FILE'";
  if (words[0] == "build") {
    if (words.size() > 1) return stray(words[1], "pdb build writes to --out FILE");
    if (!args.has("out")) return "slide: pdb build needs --out FILE";
    return {};
  }
  if (args.has("out")) return "slide: --out is for pdb build";
  if (words.size() < 2) return "slide: pdb info needs one FILE";
  return words.size() > 2 ? stray(words[2], "pdb info reads one FILE") : "";
}

}  // namespace

const std::vector<std::string>& command_names() {
  static const std::vector<std::string> names = {"solve", "bench", "scramble",   "check",
                                                 "table", "pdb",   "heuristics", "learn"};
  return names;
}

const std::set<std::string>& command_options(const std::string& command) {
  static const std::set<std::string> none;
  auto it = options_by_command().find(command);
  return it == options_by_command().end() ? none : it->second;
}

bool is_flag(const std::string& option) { return kFlags.count(option) > 0; }

CommandLine parse_command_line(const std::vector<std::string>& words) {
  if (words.empty())
    return refuse(
        "slide: no command (solve, bench, scramble, check, table, pdb, heuristics, learn); see "
        "slide "
        "--help");
  const std::string& command = words[0];
  CommandLine line;
  // Options are read before the command is looked at, so a missing value is reported first,
  // even after --help, as it always was.
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (!is_option(word)) {
      line.args.words.push_back(word);
      continue;
    }
    const std::string name = word.substr(2);
    if (is_flag(name)) {
      line.args.options[name] = "";
    } else if (i + 1 < words.size()) {
      if (std::string problem = value_problem(name, words[i + 1]); !problem.empty())
        return refuse(std::move(problem));
      line.args.options[name] = words[++i];
    } else {
      return refuse("slide: option " + clip(word) + " needs a value");
    }
  }
  if (command == "--help" || command == "help" || line.args.has("help")) {
    line.kind = CommandLine::Kind::help;
    return line;
  }
  auto entry = options_by_command().find(command);
  if (entry == options_by_command().end())
    return refuse("slide: unknown command '" + clip(command, 40) +
                  "' (solve, bench, scramble, check, table, pdb, heuristics, learn)");
  const std::set<std::string>& known = entry->second;
  for (const auto& option : line.args.options) {
    if (known.count(option.first)) continue;
    std::string list;
    for (const std::string& name : known) list += (list.empty() ? "" : ", --") + name;
    // Clipped: the option is user input and may be long.
    return refuse("slide: unknown option --" + clip(option.first, 40) + " for " + command + " (" +
                  (list.empty() ? "it takes no options" : "options: --") + list + ")");
  }
  if (std::string problem = word_problem(command, line.args); !problem.empty())
    return refuse(std::move(problem));
  line.kind = CommandLine::Kind::command;
  line.command = command;
  return line;
}

std::optional<std::uint64_t> whole_number(const std::string& text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

std::uint64_t Arguments::number(const std::string& name, std::uint64_t fallback) const {
  return has(name) ? whole_number(get(name)).value_or(fallback) : fallback;
}

std::vector<std::string> to_words(const std::string& command, const Arguments& args) {
  std::vector<std::string> words = {command};
  for (const auto& [name, value] : args.options) {
    words.push_back("--" + name);
    if (!is_flag(name)) words.push_back(value);
  }
  words.insert(words.end(), args.words.begin(), args.words.end());
  return words;
}

}  // namespace slide::cli
