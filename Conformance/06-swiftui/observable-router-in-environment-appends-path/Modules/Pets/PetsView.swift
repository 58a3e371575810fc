import SwiftUI

struct PetsView: View {
    @Environment(ClinicRouter.self) private var router
    let presenter: PetsPresenter

    var body: some View {
        List(presenter.pets) { pet in
            Button {
                router.navigate(to: .record(pet))
            } label: {
                LabeledContent(pet.name, value: presenter.subtitle(of: pet))
            }
        }
        .navigationTitle("My pets")
        .task { await presenter.load() }
    }
}
