final class AtlasInteractor {
    func savedPins() -> [String] { ["Harbour", "Old town"] }
}
