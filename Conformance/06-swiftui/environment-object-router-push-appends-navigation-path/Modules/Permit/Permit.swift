import SwiftUI

enum PermitBuilder {
    static func build(trail: Trail, parks: ParkService) -> some View {
        let interactor = PermitInteractor(parks: parks)
        let presenter = PermitPresenter(trail: trail, interactor: interactor)
        return PermitView(presenter: presenter)
    }
}

struct PermitView: View {
    @ObservedObject var presenter: PermitPresenter

    var body: some View {
        Form {
            DatePicker("Date", selection: $presenter.date, in: Date()..., displayedComponents: .date)
            Stepper("\(presenter.hikers) hiker(s)", value: $presenter.hikers, in: 1...8)
            Button("Request permit") {
                Task { await presenter.submit() }
            }
            if let reference = presenter.reference {
                LabeledContent("Reference", value: reference)
            }
        }
        .navigationTitle("Day permit")
    }
}

@MainActor
final class PermitPresenter: ObservableObject {
    let trail: Trail
    @Published var date = Date()
    @Published var hikers = 2
    @Published private(set) var reference: String?

    private let interactor: PermitInteractor

    init(trail: Trail, interactor: PermitInteractor) {
        self.trail = trail
        self.interactor = interactor
    }

    func submit() async {
        reference = await interactor.request(trail: trail, date: date, hikers: hikers)
    }
}

final class PermitInteractor {
    private let parks: ParkService

    init(parks: ParkService) {
        self.parks = parks
    }

    func request(trail: Trail, date: Date, hikers: Int) async -> String? {
        try? await parks.requestPermit(for: trail, date: date, hikers: hikers)
    }
}
