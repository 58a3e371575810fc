struct AboutRequest {}
struct AboutResponse {}
struct AboutViewModel {
    var title: String
}
