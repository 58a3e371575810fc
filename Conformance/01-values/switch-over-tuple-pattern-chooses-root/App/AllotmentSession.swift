import Foundation

struct Member: Codable {
    let id: String
    let name: String
    let plotNumbers: [Int]
}

final class AllotmentSession {

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var member: Member? {
        get {
            defaults.data(forKey: "member").flatMap { try? JSONDecoder().decode(Member.self, from: $0) }
        }
        set {
            defaults.set(newValue.flatMap { try? JSONEncoder().encode($0) }, forKey: "member")
        }
    }

    var hasSeenWelcome: Bool {
        get { defaults.bool(forKey: "hasSeenWelcome") }
        set { defaults.set(newValue, forKey: "hasSeenWelcome") }
    }

    func signIn(membershipNumber: String, postcode: String) async throws -> Member {
        let member = Member(id: membershipNumber, name: "Plot holder \(membershipNumber)", plotNumbers: [14, 15])
        self.member = member
        return member
    }
}
