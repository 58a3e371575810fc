import Foundation

extension Notification.Name {
    static let clubMemberEnrolled = Notification.Name("ClubMemberEnrolled")
}

struct EnrolmentForm {
    var fullName: String
    var rating: Int
    var acceptsClubRules: Bool
}

final class ClubMembershipService {

    static let shared = ClubMembershipService()

    private let defaults = UserDefaults.standard

    var memberNumber: String? {
        defaults.string(forKey: "club.memberNumber")
    }

    var memberName: String {
        defaults.string(forKey: "club.memberName") ?? "Member"
    }

    func enrol(_ form: EnrolmentForm) -> Bool {
        guard form.acceptsClubRules, (100...3000).contains(form.rating) else { return false }
        let number = String(format: "CC-%05d", Int.random(in: 1...99_999))
        defaults.set(number, forKey: "club.memberNumber")
        defaults.set(form.fullName, forKey: "club.memberName")
        defaults.set(form.rating, forKey: "club.startingRating")
        NotificationCenter.default.post(name: .clubMemberEnrolled, object: self)
        return true
    }
}
