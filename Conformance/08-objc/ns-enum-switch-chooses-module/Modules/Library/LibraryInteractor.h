//
//  LibraryInteractor.h
//  Earshot
//

#import <Foundation/Foundation.h>

@protocol LibraryInteractorInput <NSObject>
- (NSUInteger)numberOfNewEpisodes;
@end

@interface LibraryInteractor : NSObject <LibraryInteractorInput>
@end
