//
//  LibrarySection.h
//  Earshot
//

#import <Foundation/Foundation.h>

typedef NS_ENUM(NSInteger, LibrarySection) {
    LibrarySectionAudiobooks,
    LibrarySectionPodcasts,
    LibrarySectionNewEpisodes,
};
