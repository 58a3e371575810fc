//
//  GardenInteractor.h
//  Sprout
//

#import <Foundation/Foundation.h>

@protocol GardenInteractorOutput <NSObject>
- (void)didObtainPlants:(NSArray<NSString *> *)plants;
@end

@protocol GardenInteractorInput <NSObject>
- (void)obtainPlants;
@end

@interface GardenInteractor : NSObject <GardenInteractorInput>

@property (nonatomic, weak) id<GardenInteractorOutput> output;

@end
