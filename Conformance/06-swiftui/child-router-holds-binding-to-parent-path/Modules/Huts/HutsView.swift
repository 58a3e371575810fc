import SwiftUI

struct HutsView: View {
    @ObservedObject var presenter: HutsPresenter
    @ObservedObject var router: HutsRouter
    let directory: HutDirectory

    var body: some View {
        NavigationStack(path: $router.path) {
            List(presenter.huts) { hut in
                Button {
                    presenter.didSelect(hut)
                } label: {
                    LabeledContent(hut.name, value: "\(hut.altitude) m")
                }
            }
            .navigationTitle("Huts")
            .navigationDestination(for: HutRoute.self) { route in
                switch route {
                case .hut(let hut):
                    HutDetailBuilder.build(hut: hut, directory: directory, path: $router.path)
                case .booking(let hut, let nights):
                    BookingBuilder.build(hut: hut, nights: nights, directory: directory)
                }
            }
            .task { await presenter.load() }
        }
    }
}
