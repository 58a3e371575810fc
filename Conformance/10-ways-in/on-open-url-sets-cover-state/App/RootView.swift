import SwiftUI

struct DeepRoute: Identifiable {
    let id: String
}

struct RootView: View {
    @State private var route: DeepRoute?

    var body: some View {
        ShowScheduleBuilder.build()
            // domenight://show/<id>
            .onOpenURL { url in
                guard url.scheme == "domenight", url.host == "show" else { return }
                route = DeepRoute(id: url.lastPathComponent)
            }
            .fullScreenCover(item: $route) { r in
                DomeShowBuilder.build(id: r.id)
            }
    }
}
