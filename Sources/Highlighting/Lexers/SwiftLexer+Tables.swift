extension SwiftLexer {
    /// Pygments' `Keyword` words.
    static let keywords = Keywords([
        "as", "async", "await", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "is", "repeat", "return", "switch", "throw", "try", "where",
        "while",
    ])
    /// Pygments' `Keyword.Reserved` words.
    static let reserved = Keywords([
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "indirect", "infix", "inout", "lazy",
        "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
        "Protocol", "required", "rethrows", "right", "set", "throws", "Type", "unowned", "weak", "willSet",
    ])
    /// The attributes Pygments makes `Keyword.Reserved`.
    static let reservedAttributes = Keywords([
        "@availability", "@autoclosure", "@noreturn", "@NSApplicationMain", "@NSCopying", "@NSManaged", "@objc",
        "@UIApplicationMain", "@IBAction", "@IBDesignable", "@IBInspectable", "@IBOutlet",
    ])
    /// Pygments' `Keyword.Constant` words.
    static let constants = Keywords([
        "dynamicType", "false", "nil", "self", "Self", "super", "true", "__COLUMN__", "__FILE__", "__FUNCTION__",
        "__LINE__", "_",
    ])
    /// Pygments' `Keyword.Declaration` words.
    static let declarations = Keywords([
        "actor", "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "internal",
        "let", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var",
    ])
    /// The declarations whose name is `nc`.
    static let typeDeclarations = Keywords([
        "class", "enum", "extension", "struct", "protocol",
    ])
    /// The directives that make the rest of their line `cp`.
    static let directives = Keywords([
        "#if", "#elseif", "#else", "#endif", "#available",
    ])
    /// The `#` literals Pygments makes `Keyword.Constant`.
    static let hashConstants = Keywords([
        "#file", "#line", "#column", "#function",
    ])
    /// The standard library's types and protocols Pygments makes `Name.Builtin`.
    static let builtinTypes = Keywords([
        "Array", "AutoreleasingUnsafeMutablePointer", "BidirectionalReverseView", "Bit", "Bool", "CFunctionPointer",
        "COpaquePointer", "CVaListPointer", "Character", "ClosedInterval", "CollectionOfOne", "ContiguousArray",
        "Dictionary", "DictionaryGenerator", "DictionaryIndex", "Double", "EmptyCollection", "EmptyGenerator",
        "EnumerateGenerator", "EnumerateSequence", "FilterCollectionView", "FilterCollectionViewIndex",
        "FilterGenerator", "FilterSequenceView", "Float", "Float80", "FloatingPointClassification", "GeneratorOf",
        "GeneratorOfOne", "GeneratorSequence", "HalfOpenInterval", "HeapBuffer", "HeapBufferStorage",
        "ImplicitlyUnwrappedOptional", "IndexingGenerator", "Int", "Int16", "Int32", "Int64", "Int8",
        "LazyBidirectionalCollection", "LazyForwardCollection", "LazyRandomAccessCollection", "LazySequence",
        "MapCollectionView", "MapSequenceGenerator", "MapSequenceView", "MirrorDisposition", "ObjectIdentifier",
        "OnHeap", "Optional", "PermutationGenerator", "QuickLookObject", "RandomAccessReverseView", "Range",
        "RangeGenerator", "RawByte", "Repeat", "ReverseBidirectionalIndex", "ReverseRandomAccessIndex",
        "SequenceOf", "SinkOf", "Slice", "StaticString", "StrideThrough", "StrideThroughGenerator", "StrideTo",
        "StrideToGenerator", "String", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "UTF16", "UTF32", "UTF8",
        "UnicodeDecodingResult", "UnicodeScalar", "Unmanaged", "UnsafeBufferPointer",
        "UnsafeBufferPointerGenerator", "UnsafeMutableBufferPointer", "UnsafeMutablePointer", "UnsafePointer",
        "Zip2", "ZipGenerator2", "AbsoluteValuable", "AnyObject", "ArrayLiteralConvertible",
        "BidirectionalIndexType", "BitwiseOperationsType", "BooleanLiteralConvertible", "BooleanType",
        "CVarArgType", "CollectionType", "Comparable", "DebugPrintable", "DictionaryLiteralConvertible",
        "Equatable", "ExtendedGraphemeClusterLiteralConvertible", "ExtensibleCollectionType",
        "FloatLiteralConvertible", "FloatingPointType", "ForwardIndexType", "GeneratorType", "Hashable",
        "IntegerArithmeticType", "IntegerLiteralConvertible", "IntegerType", "IntervalType", "MirrorType",
        "MutableCollectionType", "MutableSliceable", "NilLiteralConvertible", "OutputStreamType", "Printable",
        "RandomAccessIndexType", "RangeReplaceableCollectionType", "RawOptionSetType", "RawRepresentable",
        "Reflectable", "SequenceType", "SignedIntegerType", "SignedNumberType", "SinkType", "Sliceable",
        "Streamable", "Strideable", "StringInterpolationConvertible", "StringLiteralConvertible",
        "UnicodeCodecType", "UnicodeScalarLiteralConvertible", "UnsignedIntegerType", "_ArrayBufferType",
        "_BidirectionalIndexType", "_CocoaStringType", "_CollectionType", "_Comparable",
        "_ExtensibleCollectionType", "_ForwardIndexType", "_Incrementable", "_IntegerArithmeticType",
        "_IntegerType", "_ObjectiveCBridgeable", "_RandomAccessIndexType", "_RawOptionSetType", "_SequenceType",
        "_Sequence_Type", "_SignedIntegerType", "_SignedNumberType", "_Sliceable", "_Strideable",
        "_SwiftNSArrayRequiredOverridesType", "_SwiftNSArrayType", "_SwiftNSCopyingType",
        "_SwiftNSDictionaryRequiredOverridesType", "_SwiftNSDictionaryType", "_SwiftNSEnumeratorType",
        "_SwiftNSFastEnumerationType", "_SwiftNSStringRequiredOverridesType", "_SwiftNSStringType",
        "_UnsignedIntegerType", "C_ARGC", "C_ARGV", "Process", "Any", "AnyClass", "BooleanLiteralType", "CBool",
        "CChar", "CChar16", "CChar32", "CDouble", "CFloat", "CInt", "CLong", "CLongLong", "CShort", "CSignedChar",
        "CUnsignedInt", "CUnsignedLong", "CUnsignedShort", "CWideChar", "ExtendedGraphemeClusterType", "Float32",
        "Float64", "FloatLiteralType", "IntMax", "IntegerLiteralType", "StringLiteralType", "UIntMax", "UWord",
        "UnicodeScalarType", "Void", "Word", "NSErrorPointer", "NSObjectProtocol", "Selector",
    ])
    /// The standard library's functions Pygments makes `Name.Builtin.Pseudo`, wherever the name stands.
    static let builtinFunctions = Keywords([
        "abs", "advance", "alignof", "alignofValue", "assert", "assertionFailure", "contains", "count",
        "countElements", "debugPrint", "debugPrintln", "distance", "dropFirst", "dropLast", "dump", "enumerate",
        "equal", "extend", "fatalError", "filter", "find", "first", "getVaList", "indices", "insert", "isEmpty",
        "join", "last", "lazy", "lexicographicalCompare", "map", "max", "maxElement", "min", "minElement",
        "numericCast", "overlaps", "partition", "precondition", "preconditionFailure", "prefix", "print", "println",
        "reduce", "reflect", "removeAll", "removeAtIndex", "removeLast", "removeRange", "reverse", "sizeof",
        "sizeofValue", "sort", "sorted", "splice", "split", "startsWith", "stride", "strideof", "strideofValue",
        "suffix", "swap", "toDebugString", "toString", "transcode", "underestimateCount", "unsafeAddressOf",
        "unsafeBitCast", "unsafeDowncast", "withExtendedLifetime", "withUnsafeMutablePointer",
        "withUnsafeMutablePointers", "withUnsafePointer", "withUnsafePointers", "withVaList",
    ])
    static let punctuationBytes = Set("(){}[].,:;=@#`?".utf8)
    static let operatorBytes = Set("/=-+!*%<>&|^?~".utf8)
}
