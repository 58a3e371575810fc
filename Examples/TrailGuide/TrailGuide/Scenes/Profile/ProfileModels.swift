struct ProfileRequest {}
struct ProfileResponse {}
struct ProfileViewModel {
    var title: String
}
