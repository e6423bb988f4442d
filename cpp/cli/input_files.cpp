// Bounded reading and checked writing of the command line's files (issue 14, items 1, 2, 3, 5).
#include "input_files.hpp"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "clip.hpp"

namespace slide::cli {

namespace {

using Bytes = Result<std::vector<std::uint8_t>>;

std::string megabytes(std::uint64_t bytes) { return std::to_string(bytes >> 20) + " MB"; }

struct Closer {
  void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, Closer>;

// Opens a file for reading, refusing directories up front (reading one throws or fails late).
Result<File> open_for_reading(const std::string& path) {
  const std::string shown = clip(path);
  struct stat info;
  if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": it is a directory");
  File file(std::fopen(path.c_str(), "rb"));
  if (!file)
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": " + std::strerror(errno));
  return Result<File>::ok(std::move(file));
}

}  // namespace

Bytes read_capped(const std::string& path, std::uint64_t cap, const std::string& magic) {
  const std::string shown = clip(path);
  auto opened = open_for_reading(path);
  if (!opened) return Bytes::fail(opened.error);
  std::FILE* file = opened.value->get();
  struct stat info;
  // A regular file's size is known before reading: refuse it without touching its bytes.
  if (::fstat(fileno(file), &info) == 0 && S_ISREG(info.st_mode) &&
      static_cast<std::uint64_t>(info.st_size) > cap)
    return Bytes::fail(ErrorCode::io, shown + " is " + megabytes(info.st_size) +
                                          ", more than the cap of " + megabytes(cap));
  std::vector<std::uint8_t> bytes;
  std::uint8_t chunk[1 << 16];
  for (;;) {
    // The magic first: a device or a file of another kind is refused after a few bytes.
    const std::size_t want =
        bytes.size() < magic.size() ? magic.size() - bytes.size() : sizeof chunk;
    const std::size_t got = std::fread(chunk, 1, want, file);
    bytes.insert(bytes.end(), chunk, chunk + got);
    if (bytes.size() > cap)
      return Bytes::fail(ErrorCode::io, shown + " is more than the cap of " + megabytes(cap));
    if (!magic.empty() && bytes.size() == magic.size() &&
        !std::equal(magic.begin(), magic.end(), bytes.begin()))
      return Bytes::fail(ErrorCode::bad_tables, shown + ": not a slide pattern database file");
    if (got < want) break;
  }
  if (std::ferror(file))
    return Bytes::fail(ErrorCode::io, "cannot read " + shown + ": " + std::strerror(errno));
  return Bytes::ok(std::move(bytes));
}

Result<std::vector<std::string>> read_positions(const std::string& path) {
  using Lines = Result<std::vector<std::string>>;
  const bool from_stdin = path == "-";
  const std::string shown = from_stdin ? std::string("standard input") : clip(path);
  File owned;
  if (!from_stdin) {
    auto opened = open_for_reading(path);
    if (!opened) return Lines::fail(opened.error);
    owned = std::move(*opened.value);
  }
  std::FILE* file = from_stdin ? stdin : owned.get();
  std::vector<std::string> lines;
  std::string line;
  std::uint64_t total = 0;
  std::size_t number = 0;
  auto finish_line = [&]() -> Status {
    ++number;
    line = line.substr(0, line.find(';'));
    line = line.substr(0, line.find('#'));
    if (line.find_first_not_of(" \t\r,") != std::string::npos) {
      if (lines.size() == kMaxBenchLines)
        return Status::fail(ErrorCode::io, shown + " has more than " +
                                               std::to_string(kMaxBenchLines) + " positions");
      lines.push_back(line);
    }
    line.clear();
    return success();
  };
  for (int c; (c = std::fgetc(file)) != EOF;) {
    if (++total > kMaxBenchBytes)
      return Lines::fail(ErrorCode::io,
                         shown + " is more than the cap of " + megabytes(kMaxBenchBytes));
    if (c == '\n') {
      if (auto done = finish_line(); !done) return Lines::fail(done.error);
      continue;
    }
    if (line.size() == kMaxBenchLineBytes)
      return Lines::fail(ErrorCode::io, shown + ": line " + std::to_string(number + 1) +
                                            " is longer than " +
                                            std::to_string(kMaxBenchLineBytes) + " bytes");
    line += static_cast<char>(c);
  }
  if (std::ferror(file))
    return Lines::fail(ErrorCode::io, "cannot read " + shown + ": " + std::strerror(errno));
  if (!line.empty())
    if (auto done = finish_line(); !done) return Lines::fail(done.error);
  if (lines.empty())
    return Lines::fail(ErrorCode::io, shown + " holds no positions (one board a line)");
  return Lines::ok(std::move(lines));
}

Status write_file(const std::string& path, const std::vector<std::uint8_t>& bytes) {
  const std::string shown = clip(path);
  std::FILE* file = std::fopen(path.c_str(), "wb");
  if (!file)
    return Status::fail(ErrorCode::io, "cannot write " + shown + ": " + std::strerror(errno));
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  const bool flushed = std::fflush(file) == 0;
  const int error = errno;
  const bool closed = std::fclose(file) == 0;
  if (!written || !flushed || !closed)
    return Status::fail(ErrorCode::io, "cannot write " + shown + ": " +
                                           std::strerror(written && flushed ? errno : error));
  return success();
}

}  // namespace slide::cli
