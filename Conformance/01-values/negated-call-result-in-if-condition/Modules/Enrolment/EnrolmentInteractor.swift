import Foundation

protocol EnrolmentInteractorInput: AnyObject {
    func submit(_ form: EnrolmentForm) -> Bool
}

final class EnrolmentInteractor: EnrolmentInteractorInput {

    private let membership: ClubMembershipService

    init(membership: ClubMembershipService) {
        self.membership = membership
    }

    func submit(_ form: EnrolmentForm) -> Bool {
        var cleaned = form
        cleaned.fullName = form.fullName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard cleaned.fullName.split(separator: " ").count >= 2 else { return false }
        return membership.enrol(cleaned)
    }
}
