//
//  AddSongInteractor.h
//  Tempo
//

#import <Foundation/Foundation.h>

@protocol AddSongInteractorOutput <NSObject>
- (void)didObtainSongs:(NSArray<NSString *> *)songs;
@end

@protocol AddSongInteractorInput <NSObject>
- (void)obtainSongs;
@end

@interface AddSongInteractor : NSObject <AddSongInteractorInput>

@property (nonatomic, weak) id<AddSongInteractorOutput> output;

@end
