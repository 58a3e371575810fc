import SwiftUI

/// A search field shared by every list; its filter button opens whatever sheet the list hands it.
struct SearchBar: View {
    @Binding var text: String
    let filterSheet: AnyView?
    @State private var showsFilter = false

    var body: some View {
        HStack {
            TextField("Search", text: $text)
            if filterSheet != nil {
                Button("Filter") { showsFilter = true }
            }
        }
        .sheet(isPresented: $showsFilter) {
            filterSheet
        }
    }
}
