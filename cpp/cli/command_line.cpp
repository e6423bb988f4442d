// The command line read into a command and its Arguments, or refused with the one line to print.
#include "command_line.hpp"

#include <map>

#include "clip.hpp"

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
      {"check", {"puzzle", "goal"}},
      {"table", {"puzzle", "goal"}},
      {"pdb", {"puzzle", "goal", "partition", "out"}},
      {"heuristics", {}},
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

}  // namespace

const std::vector<std::string>& command_names() {
  static const std::vector<std::string> names = {"solve", "bench", "scramble",  "check",
                                                 "table", "pdb",   "heuristics"};
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
        "slide: no command (solve, bench, scramble, check, table, pdb, heuristics); see slide "
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
                  "' (solve, bench, scramble, check, table, pdb, heuristics)");
  const std::set<std::string>& known = entry->second;
  for (const auto& option : line.args.options) {
    if (known.count(option.first)) continue;
    std::string list;
    for (const std::string& name : known) list += (list.empty() ? "" : ", --") + name;
    // Clipped: the option is user input and may be long.
    return refuse("slide: unknown option --" + clip(option.first, 40) + " for " + command + " (" +
                  (list.empty() ? "it takes no options" : "options: --") + list + ")");
  }
  line.kind = CommandLine::Kind::command;
  line.command = command;
  return line;
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
