import SwiftUI

enum WaterQualityBuilder {
    static func build(tankID: String) -> some View {
        let interactor = WaterQualityInteractor(tankID: tankID, store: .shared)
        let presenter = WaterQualityPresenter(interactor: interactor)
        return WaterQualityView(presenter: presenter)
    }
}

struct WaterQualityView: View {
    @ObservedObject var presenter: WaterQualityPresenter

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(presenter.statusText, systemImage: presenter.isHealthy ? "checkmark.seal" : "exclamationmark.triangle")
                .foregroundStyle(presenter.isHealthy ? .green : .orange)
            Grid(alignment: .leading) {
                ForEach(presenter.metrics, id: \.name) { metric in
                    GridRow {
                        Text(metric.name).foregroundStyle(.secondary)
                        Text(metric.value).monospacedDigit()
                    }
                }
            }
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.blue.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
        .task { await presenter.load() }
    }
}

@MainActor
final class WaterQualityPresenter: ObservableObject {
    struct Metric: Hashable {
        let name: String
        let value: String
    }

    @Published private(set) var reading: WaterReading?

    private let interactor: WaterQualityInteractor

    init(interactor: WaterQualityInteractor) {
        self.interactor = interactor
    }

    var isHealthy: Bool {
        guard let reading else { return false }
        return reading.ammonia == 0 && reading.nitrate < 40 && (6.5...7.5).contains(reading.pH)
    }

    var statusText: String {
        reading == nil ? "No reading yet" : (isHealthy ? "Water looks good" : "Check your water")
    }

    var metrics: [Metric] {
        guard let reading else { return [] }
        return [
            Metric(name: "Temperature", value: String(format: "%.1f °C", reading.temperature)),
            Metric(name: "pH", value: String(format: "%.1f", reading.pH)),
            Metric(name: "Ammonia", value: String(format: "%.2f ppm", reading.ammonia)),
            Metric(name: "Nitrate", value: String(format: "%.0f ppm", reading.nitrate))
        ]
    }

    func load() async {
        reading = await interactor.latestReading()
    }
}

final class WaterQualityInteractor {
    private let tankID: String
    private let store: AquariumStore

    init(tankID: String, store: AquariumStore) {
        self.tankID = tankID
        self.store = store
    }

    func latestReading() async -> WaterReading? {
        await store.latestReading(for: tankID)
    }
}
