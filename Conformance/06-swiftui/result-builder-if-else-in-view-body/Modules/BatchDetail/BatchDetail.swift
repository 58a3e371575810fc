import SwiftUI

enum BatchDetailBuilder {
    static func build(batch: Batch) -> some View {
        let interactor = BatchDetailInteractor(log: .shared)
        let presenter = BatchDetailPresenter(batch: batch, interactor: interactor)
        return BatchDetailView(presenter: presenter)
    }
}

struct BatchDetailView: View {
    @ObservedObject var presenter: BatchDetailPresenter

    var body: some View {
        Form {
            Section("Gravity") {
                ForEach(Array(presenter.readings.enumerated()), id: \.offset) { _, gravity in
                    Text(gravity, format: .number.precision(.fractionLength(3)))
                }
                HStack {
                    TextField("New reading", value: $presenter.newReading, format: .number)
                        .keyboardType(.decimalPad)
                    Button("Add") { Task { await presenter.addReading() } }
                        .disabled(presenter.newReading == nil)
                }
            }
            if let abv = presenter.estimatedABV {
                LabeledContent("Estimated ABV", value: abv.formatted(.percent.precision(.fractionLength(1))))
            }
        }
        .navigationTitle(presenter.batch.name)
    }
}

@MainActor
final class BatchDetailPresenter: ObservableObject {
    let batch: Batch
    @Published private(set) var readings: [Double]
    @Published var newReading: Double?

    private let interactor: BatchDetailInteractor

    init(batch: Batch, interactor: BatchDetailInteractor) {
        self.batch = batch
        self.readings = batch.gravityReadings
        self.interactor = interactor
    }

    var estimatedABV: Double? {
        guard let original = readings.first, let current = readings.last, readings.count > 1 else { return nil }
        return (original - current) * 131.25 / 100
    }

    func addReading() async {
        guard let gravity = newReading else { return }
        await interactor.addReading(gravity, to: batch)
        readings.append(gravity)
        newReading = nil
    }
}

final class BatchDetailInteractor {
    private let log: BrewLog

    init(log: BrewLog) {
        self.log = log
    }

    func addReading(_ gravity: Double, to batch: Batch) async {
        await log.addReading(gravity, to: batch.id)
    }
}
