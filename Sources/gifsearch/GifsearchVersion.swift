/// The version `gifsearch --version` prints and the HTTP `User-Agent` carries.
enum GifsearchVersion {
    static let current = "0.2.0"
}
