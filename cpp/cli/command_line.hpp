// The command line read into a command and its Arguments, or refused with the one line to print.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "commands.hpp"

namespace slide::cli {

// What the words after the program name ask for: the usage text, a known command with options it
// reads, or a refusal (one line for stderr, without its newline, and the exit status).
struct CommandLine {
  enum class Kind { help, command, refusal };
  Kind kind = Kind::refusal;
  std::string command;  // Kind::command: one of command_names()
  Arguments args;       // Kind::command and Kind::help: the options and words as read
  std::string message;  // Kind::refusal
  int exit_status = 0;  // 2 for a refusal, else 0
};

// Every refusal message is at most this many bytes (user text in it is clipped); the fuzz target
// cli_args holds the parser to it.
constexpr std::size_t kMaxRefusalBytes = 240;

CommandLine parse_command_line(const std::vector<std::string>& words);

// The commands in the order the messages list them.
const std::vector<std::string>& command_names();
// The options `command` reads (names without "--"); empty for an unknown command.
const std::set<std::string>& command_options(const std::string& command);
// Options that stand alone (value ""); every other --option takes the next word as its value.
bool is_flag(const std::string& option);

// The value of a decimal text of at most 18 digits and nothing else; else nullopt.
std::optional<std::uint64_t> whole_number(const std::string& text);

// Words that parse_command_line reads back into the same command and Arguments: the command,
// every option (with its value unless it is a flag), then the words.
std::vector<std::string> to_words(const std::string& command, const Arguments& args);

}  // namespace slide::cli
