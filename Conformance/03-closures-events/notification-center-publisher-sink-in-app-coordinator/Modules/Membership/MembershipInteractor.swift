import Foundation

protocol MembershipInteractorInput: AnyObject {
    func riderName() -> String
    func signOut()
}

final class MembershipInteractor: MembershipInteractorInput {

    private let session: RiderSession

    init(session: RiderSession) {
        self.session = session
    }

    func riderName() -> String {
        session.riderName
    }

    func signOut() {
        session.clear()
        NotificationCenter.default.post(name: .riderDidSignOut, object: nil)
    }
}
