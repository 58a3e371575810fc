import SwiftUI

struct CamerasView: View {
    @ObservedObject var presenter: CamerasPresenter

    var body: some View {
        List(presenter.cameras) { camera in
            NavigationLink(value: ShopRoute.camera(camera)) {
                VStack(alignment: .leading) {
                    Text(camera.model).font(.headline)
                    Text(presenter.caption(for: camera))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .navigationTitle("Film cameras")
        .task { await presenter.load() }
    }
}
