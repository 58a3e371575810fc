import SwiftUI

/// A searchable list used by several screens; each screen decides how a row looks.
struct FilterableList<Item: Identifiable>: View {
    let items: [Item]
    let prompt: String
    let matches: (Item, String) -> Bool
    let card: (Item) -> AnyView

    @State private var query = ""

    init(items: [Item],
         prompt: String,
         matches: @escaping (Item, String) -> Bool,
         card: @escaping (Item) -> AnyView) {
        self.items = items
        self.prompt = prompt
        self.matches = matches
        self.card = card
    }

    var body: some View {
        List {
            ForEach(filteredItems) { item in
                card(item)
            }
        }
        .searchable(text: $query, prompt: prompt)
        .overlay {
            if filteredItems.isEmpty && !query.isEmpty {
                ContentUnavailableView.search(text: query)
            }
        }
    }

    private var filteredItems: [Item] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return items }
        return items.filter { matches($0, trimmed) }
    }
}
