import SwiftUI

enum CoachProfileBuilder {
    static func build(coachID: Coach.ID, club: ClubService) -> some View {
        let interactor = CoachProfileInteractor(club: club)
        let presenter = CoachProfilePresenter(coachID: coachID, interactor: interactor)
        return CoachProfileView(presenter: presenter)
    }
}

struct CoachProfileView: View {
    @ObservedObject var presenter: CoachProfilePresenter

    var body: some View {
        Form {
            if let coach = presenter.coach {
                LabeledContent("Name", value: coach.name)
                LabeledContent("Licence", value: coach.licence)
                LabeledContent("Phone", value: coach.phone)
            } else {
                ProgressView()
            }
        }
        .navigationTitle("Coach")
        .task { await presenter.load() }
    }
}

@MainActor
final class CoachProfilePresenter: ObservableObject {
    @Published private(set) var coach: Coach?

    private let coachID: Coach.ID
    private let interactor: CoachProfileInteractor

    init(coachID: Coach.ID, interactor: CoachProfileInteractor) {
        self.coachID = coachID
        self.interactor = interactor
    }

    func load() async {
        coach = await interactor.coach(id: coachID)
    }
}

final class CoachProfileInteractor {
    private let club: ClubService

    init(club: ClubService) {
        self.club = club
    }

    func coach(id: Coach.ID) async -> Coach? {
        try? await club.coach(id: id)
    }
}
