//
//  HallsInteractor.h
//  Gallerist
//

#import <Foundation/Foundation.h>

@protocol HallsInteractorOutput <NSObject>
- (void)didObtainArtworksOnDisplay:(NSArray<NSString *> *)artworks;
@end

@protocol HallsInteractorInput <NSObject>
- (void)obtainArtworksOnDisplay;
@end

@interface HallsInteractor : NSObject <HallsInteractorInput>

@property (nonatomic, weak) id<HallsInteractorOutput> output;

@end
