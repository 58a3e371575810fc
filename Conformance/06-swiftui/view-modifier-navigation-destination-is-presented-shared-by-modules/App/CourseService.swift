import Foundation

struct Lesson: Identifiable, Hashable {
    let id: Int
    let title: String
    let grammarTopic: String
    let phrases: [String]
}

struct GrammarNote: Identifiable, Hashable {
    let id: String
    let heading: String
    let body: String
}

final class CourseService {
    let language: String

    init(language: String) {
        self.language = language
    }

    func lessons() async -> [Lesson] {
        [
            Lesson(id: 1, title: "At the bakery", grammarTopic: "Articles", phrases: ["Um pão, por favor", "Quanto custa?"]),
            Lesson(id: 2, title: "Asking the way", grammarTopic: "Prepositions", phrases: ["Onde fica a estação?", "À esquerda"]),
            Lesson(id: 3, title: "Yesterday", grammarTopic: "Past tense", phrases: ["Eu comi", "Nós fomos"])
        ]
    }

    func notes(on topic: String) async -> [GrammarNote] {
        [GrammarNote(id: topic, heading: topic, body: "Notes on \(topic.lowercased()) in \(language).")]
    }

    func record(answer: String, lessonID: Lesson.ID) async -> Bool {
        !answer.isEmpty
    }
}
