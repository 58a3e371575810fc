import Foundation

@MainActor
final class MembershipPresenter: ObservableObject {
    @Published private(set) var name = ""
    @Published private(set) var memberNumber = ""
    @Published private(set) var passType = ""
    @Published private(set) var validUntil = ""

    private let interactor: MembershipInteractor

    init(interactor: MembershipInteractor) {
        self.interactor = interactor
    }

    func load() {
        guard let climber = interactor.memberCard() else { return }
        name = climber.name
        memberNumber = climber.memberNumber
        passType = climber.passType
        validUntil = climber.validUntil.formatted(date: .long, time: .omitted)
    }

    func didTapLogOut() {
        interactor.logOut()
    }
}
