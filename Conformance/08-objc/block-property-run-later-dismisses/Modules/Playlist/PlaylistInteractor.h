//
//  PlaylistInteractor.h
//  Tempo
//

#import <Foundation/Foundation.h>

@protocol PlaylistInteractorOutput <NSObject>
- (void)didObtainSongs:(NSArray<NSString *> *)songs;
@end

@protocol PlaylistInteractorInput <NSObject>
- (void)obtainSongs;
@end

@interface PlaylistInteractor : NSObject <PlaylistInteractorInput>

@property (nonatomic, weak) id<PlaylistInteractorOutput> output;

@end
