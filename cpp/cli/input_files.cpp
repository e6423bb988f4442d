// Bounded reading and checked writing of the command line's files (issue 14, items 1, 2, 3, 5).
#include "input_files.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

#include "clip.hpp"
#include "memory_budget.hpp"

namespace slide::cli {

namespace {

using Bytes = Result<std::vector<std::uint8_t>>;

std::string megabytes(std::uint64_t bytes) { return std::to_string(bytes >> 20) + " MB"; }

struct Closer {
  void operator()(std::FILE* file) const { std::fclose(file); }
};
using File = std::unique_ptr<std::FILE, Closer>;

// What a file that is not a regular one is, for the refusal.
const char* kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "it is a directory";
  if (S_ISFIFO(mode)) return "it is a FIFO, not a regular file";
  if (S_ISCHR(mode)) return "it is a character device, not a regular file";
  if (S_ISBLK(mode)) return "it is a block device, not a regular file";
  if (S_ISSOCK(mode)) return "it is a socket, not a regular file";
  return "it is not a regular file";
}

// Whether the open file is this process's standard input (a path such as /dev/stdin), which is
// read whatever it is, as "-" is.
bool is_standard_input(const struct stat& info) {
  struct stat input;
  return ::fstat(STDIN_FILENO, &input) == 0 && input.st_dev == info.st_dev &&
         input.st_ino == info.st_ino;
}

// Opens a file for reading: regular files and standard input only. The open does not block (a
// FIFO without a writer would wait forever) and the type is checked on what was opened.
Result<File> open_for_reading(const std::string& path) {
  const std::string shown = clip(path);
  struct stat info;
  // Under WebAssembly (node's files) O_NONBLOCK does not reach the open, which would wait for a
  // FIFO's writer: the type is checked on the path first (a pipe through /dev/stdin is refused).
#ifdef __EMSCRIPTEN__
  if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": " + kind_of(info.st_mode));
#endif
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0)
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": " + std::strerror(errno));
  // Standard input read through a path (/dev/stdin) when it is a pipe, as "-" reads it.
  const auto piped_input = [&] {
    return (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode)) && is_standard_input(info);
  };
  if (::fstat(fd, &info) != 0 || (!S_ISREG(info.st_mode) && !piped_input())) {
    const std::string why = ::fstat(fd, &info) == 0 ? kind_of(info.st_mode) : "cannot stat it";
    ::close(fd);
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": " + why);
  }
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);  // standard input: block as usual
  File file(::fdopen(fd, "rb"));
  if (!file) {
    ::close(fd);
    return Result<File>::fail(ErrorCode::io, "cannot read " + shown + ": " + std::strerror(errno));
  }
  return Result<File>::ok(std::move(file));
}

}  // namespace

Bytes read_capped(const std::string& path, std::uint64_t cap, const std::string& magic,
                  std::uint64_t memory_per_byte) {
  const std::string shown = clip(path);
  auto opened = open_for_reading(path);
  if (!opened) return Bytes::fail(opened.error);
  std::FILE* file = opened.value->get();
  struct stat info;
  if (::fstat(fileno(file), &info) != 0) info.st_mode = 0;
  // A regular file's size is known before reading: refuse it without touching its bytes.
  if (S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) > cap)
    return Bytes::fail(ErrorCode::io, shown + " is " + megabytes(info.st_size) +
                                          ", more than the cap of " + megabytes(cap));
  auto room = [&](std::uint64_t size, std::uint64_t held) {
    return check_memory("reading " + shown + " (" + megabytes(size) + ")",
                        size * memory_per_byte > held ? size * memory_per_byte - held : 0);
  };
  if (S_ISREG(info.st_mode))
    if (auto enough = room(static_cast<std::uint64_t>(info.st_size), 0); !enough)
      return Bytes::fail(enough.error);
  std::vector<std::uint8_t> bytes;
  // A regular file's bytes in one allocation of its size (doubling would map up to twice that).
  if (S_ISREG(info.st_mode)) bytes.reserve(static_cast<std::size_t>(info.st_size) + 1);
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
  if (!S_ISREG(info.st_mode))  // a pipe's size is known only now
    if (auto enough = room(bytes.size(), bytes.capacity()); !enough)
      return Bytes::fail(enough.error);
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

Result<OutputFile> OutputFile::open(const std::string& path) {
  using Opened = Result<OutputFile>;
  const std::string shown = clip(path);
  auto refuse = [&](const std::string& why) {
    return Opened::fail(ErrorCode::io, "cannot write " + shown + ": " + why);
  };
  struct stat info;
  if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode))
    return refuse(kind_of(info.st_mode));
  OutputFile out;
  out.path_ = path;
  // Not truncated yet: an existing file keeps its bytes until the new ones are ready.
  out.fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NONBLOCK | O_CLOEXEC, 0644);
  out.created_ = out.fd_ >= 0;
  if (out.fd_ < 0 && errno == EEXIST)
    out.fd_ = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
  if (out.fd_ < 0) return refuse(std::strerror(errno));
  if (::fstat(out.fd_, &info) != 0 || !S_ISREG(info.st_mode)) return refuse(kind_of(info.st_mode));
  // A write of no bytes: files that open but take no data (/proc/version) fail it now.
  if (::write(out.fd_, "", 0) < 0) return refuse(std::strerror(errno));
  ::fcntl(out.fd_, F_SETFL, ::fcntl(out.fd_, F_GETFL) & ~O_NONBLOCK);
  return Opened::ok(std::move(out));
}

OutputFile::OutputFile(OutputFile&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), path_(std::move(other.path_)), created_(other.created_) {}

OutputFile::~OutputFile() {
  if (fd_ < 0) return;
  ::close(fd_);
  if (created_) ::unlink(path_.c_str());  // opened for work that never finished
}

Status OutputFile::write(const std::vector<std::uint8_t>& bytes) {
  const std::string shown = clip(path_);
  const int fd = std::exchange(fd_, -1);
  int error = ::ftruncate(fd, 0) == 0 ? 0 : errno;
  for (std::size_t done = 0; error == 0 && done < bytes.size();) {
    const ssize_t wrote = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote <= 0)
      error = wrote < 0 ? errno : ENOSPC;
    else
      done += static_cast<std::size_t>(wrote);
  }
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error == 0) return success();
  if (created_) ::unlink(path_.c_str());
  return Status::fail(ErrorCode::io, "cannot write " + shown + ": " + std::strerror(error));
}

}  // namespace slide::cli
