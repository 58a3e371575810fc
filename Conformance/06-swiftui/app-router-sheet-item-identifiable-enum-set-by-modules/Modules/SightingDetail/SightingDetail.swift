import SwiftUI

enum SightingDetailBuilder {
    static func build(sighting: Sighting, logbook: Logbook) -> some View {
        let presenter = SightingDetailPresenter(sighting: sighting)
        return SightingDetailView(presenter: presenter)
    }
}

struct SightingDetailView: View {
    @ObservedObject var presenter: SightingDetailPresenter
    @Environment(BirdingRouter.self) private var router

    var body: some View {
        Form {
            LabeledContent("Count", value: "\(presenter.sighting.count)")
            LabeledContent("Site", value: presenter.sighting.site)
            LabeledContent("When", value: presenter.when)
            Button("Open species guide") {
                router.sheet = .speciesGuide(presenter.sighting.species)
            }
        }
        .navigationTitle(presenter.sighting.species)
    }
}

@MainActor
final class SightingDetailPresenter: ObservableObject {
    let sighting: Sighting

    init(sighting: Sighting) {
        self.sighting = sighting
    }

    var when: String {
        sighting.date.formatted(date: .abbreviated, time: .shortened)
    }
}
