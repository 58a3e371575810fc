import SwiftUI

// MARK: - View

struct TuneUpDetailView: View {
    @ObservedObject var presenter: TuneUpDetailPresenter

    var body: some View {
        NavigationStack {
            Form {
                Section(presenter.booking.bike) {
                    LabeledContent("Customer", value: presenter.booking.customer)
                    TextField("Job", text: $presenter.job)
                }
                Section("Checklist") {
                    Toggle("Tyres pumped", isOn: $presenter.tyresChecked)
                    Toggle("Chain cleaned and oiled", isOn: $presenter.chainChecked)
                    Toggle("Brakes adjusted", isOn: $presenter.brakesChecked)
                }
            }
            .navigationTitle("Tune-up #\(presenter.booking.id)")
            .toolbar {
                Button("Mark done") { presenter.didTapDone() }
                    .disabled(!presenter.canFinish)
            }
        }
    }
}

// MARK: - Presenter

@MainActor
final class TuneUpDetailPresenter: ObservableObject {
    let booking: TuneUpBooking
    @Published var job: String
    @Published var tyresChecked = false
    @Published var chainChecked = false
    @Published var brakesChecked = false

    private let interactor: TuneUpDetailInteractor
    private let onFinish: () -> Void

    init(booking: TuneUpBooking, interactor: TuneUpDetailInteractor, onFinish: @escaping () -> Void) {
        self.booking = booking
        self.job = booking.job
        self.interactor = interactor
        self.onFinish = onFinish
    }

    var canFinish: Bool {
        tyresChecked && chainChecked && brakesChecked
    }

    func didTapDone() {
        interactor.markDone(booking, job: job)
        onFinish()
    }
}

// MARK: - Interactor

final class TuneUpDetailInteractor {
    private let store: BikeShopStore

    init(store: BikeShopStore) {
        self.store = store
    }

    func markDone(_ booking: TuneUpBooking, job: String) {
        var finished = booking
        finished.job = job
        finished.isDone = true
        store.update(finished)
    }
}

// MARK: - Builder

enum TuneUpDetailBuilder {
    @MainActor
    static func build(booking: TuneUpBooking, onFinish: @escaping () -> Void) -> some View {
        let interactor = TuneUpDetailInteractor(store: .shared)
        let presenter = TuneUpDetailPresenter(booking: booking, interactor: interactor, onFinish: onFinish)
        return TuneUpDetailView(presenter: presenter)
    }
}
