internal import CCrypto

/// A local GIF's id, made from its bytes, so that it follows the GIF when the file is moved or
/// renamed, and a changed file is a new GIF.
enum ContentID {
    /// The first 16 bytes of the SHA-256 of `bytes` (OpenSSL's), in lowercase hex.
    static func of(_ bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let done = bytes.withUnsafeBytes { data in
            EVP_Digest(data.baseAddress, data.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(done == 1 && length == 32, "SHA-256 failed")
        return digest.prefix(16).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
