// ParserFuzzTarget: libFuzzer entry point that lexes and parses arbitrary bytes and checks invariants.

/// Lexes and parses `data` as a Swift file; traps if an invariant does not hold.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: data == nil ? 0 : size)

    // The harness is compiled into one module with the engine's sources, so it drives the same
    // two stages `Parser.parse` chains, and checks each one's output.
    let (tokens, problems) = Lexer.tokenize(bytes)
    precondition(tokens.last?.kind == .endOfFile, "token stream must end with end of file")
    var previousEnd: Int32 = 0
    for token in tokens {
        precondition(token.start >= previousEnd && token.end >= token.start, "tokens must be ordered")
        precondition(Int(token.end) <= bytes.count, "token beyond the input")
        if token.hasDoc {
            precondition(token.docStart <= token.docEnd && token.docEnd <= token.start, "doc comment range")
        }
        previousEnd = token.end
    }
    for problem in problems {
        precondition(problem.offset >= 0 && problem.offset <= bytes.count, "lexer problem outside the input")
    }

    let (model, parseProblems) = Parser.parse(bytes: bytes, tokens: tokens, fileIndex: 0)
    for problem in parseProblems {
        precondition(problem.offset >= 0 && problem.offset <= bytes.count, "diagnostic outside the input")
    }
    for decl in model.protocols {
        precondition(decl.info.offset >= 0 && decl.info.offset <= bytes.count, "protocol offset outside the input")
        for member in decl.members {
            precondition(member.offset >= 0 && member.offset <= bytes.count, "member offset outside the input")
        }
    }
    return 0
}
