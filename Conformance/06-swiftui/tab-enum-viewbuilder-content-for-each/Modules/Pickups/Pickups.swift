import SwiftUI

enum PickupsBuilder {
    @MainActor
    static func build(farm: FarmService) -> some View {
        PickupsView(presenter: PickupsPresenter(interactor: PickupsInteractor(farm: farm)))
    }
}

struct PickupsView: View {
    @ObservedObject var presenter: PickupsPresenter

    var body: some View {
        NavigationStack {
            List(presenter.pickups) { pickup in
                LabeledContent(pickup.day.formatted(date: .abbreviated, time: .omitted), value: pickup.barn)
            }
            .overlay {
                if presenter.pickups.isEmpty {
                    ContentUnavailableView("No pickups booked", systemImage: "calendar.badge.exclamationmark")
                }
            }
            .navigationTitle("Pickups")
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class PickupsPresenter: ObservableObject {
    @Published private(set) var pickups: [Pickup] = []

    private let interactor: PickupsInteractor

    init(interactor: PickupsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        pickups = await interactor.upcoming()
    }
}

final class PickupsInteractor {
    private let farm: FarmService

    init(farm: FarmService) {
        self.farm = farm
    }

    func upcoming() async -> [Pickup] {
        await farm.upcomingPickups().sorted { $0.day < $1.day }
    }
}
