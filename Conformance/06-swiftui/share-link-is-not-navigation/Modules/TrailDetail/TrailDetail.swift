import SwiftUI

enum TrailDetailBuilder {
    static func build(trail: Trail, guidebook: Guidebook) -> some View {
        let interactor = TrailDetailInteractor(guidebook: guidebook)
        let presenter = TrailDetailPresenter(trail: trail, interactor: interactor)
        return TrailDetailView(presenter: presenter)
    }
}

struct TrailDetailView: View {
    @ObservedObject var presenter: TrailDetailPresenter

    var body: some View {
        List {
            Section("Route") {
                LabeledContent("Length", value: "\(presenter.trail.lengthKm) km")
                LabeledContent("Ascent", value: "\(presenter.trail.ascentM) m")
                LabeledContent("Shape", value: presenter.trail.loop ? "Loop" : "Out and back")
            }
            Section("Conditions") {
                if let condition = presenter.condition {
                    Text(condition.summary)
                    if condition.muddy {
                        Label("Boots, not trail runners", systemImage: "exclamationmark.triangle")
                    }
                } else {
                    Text("No recent reports").foregroundStyle(.secondary)
                }
            }
            Section {
                ShareLink(
                    item: presenter.shareURL,
                    subject: Text(presenter.trail.name),
                    message: Text(presenter.shareMessage),
                    preview: SharePreview(presenter.trail.name, image: Image(systemName: "figure.hiking"))
                ) {
                    Label("Send to a hiking buddy", systemImage: "person.2")
                }
            }
        }
        .navigationTitle(presenter.trail.name)
        .toolbar {
            ShareLink(item: presenter.shareURL)
        }
        .task { await presenter.load() }
    }
}

@MainActor
final class TrailDetailPresenter: ObservableObject {
    let trail: Trail
    @Published private(set) var condition: TrailCondition?

    private let interactor: TrailDetailInteractor

    init(trail: Trail, interactor: TrailDetailInteractor) {
        self.trail = trail
        self.interactor = interactor
    }

    var shareURL: URL {
        interactor.link(to: trail)
    }

    var shareMessage: String {
        "Fancy \(trail.name) this weekend? \(trail.ascentM) m of climbing."
    }

    func load() async {
        condition = await interactor.condition(of: trail)
    }
}

final class TrailDetailInteractor {
    private let guidebook: Guidebook

    init(guidebook: Guidebook) {
        self.guidebook = guidebook
    }

    func condition(of trail: Trail) async -> TrailCondition? {
        await guidebook.latestCondition(of: trail.id)
    }

    func link(to trail: Trail) -> URL {
        guidebook.webPage(of: trail.id)
    }
}
