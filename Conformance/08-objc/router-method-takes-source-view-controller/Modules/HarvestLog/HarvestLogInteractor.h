//
//  HarvestLogInteractor.h
//  Sprout
//

#import <Foundation/Foundation.h>

@class Crop;

@protocol HarvestLogInteractorOutput <NSObject>
- (void)didObtainCrops:(NSArray<Crop *> *)crops;
@end

@protocol HarvestLogInteractorInput <NSObject>
- (void)obtainCrops;
@end

@interface HarvestLogInteractor : NSObject <HarvestLogInteractorInput>

@property (nonatomic, weak) id<HarvestLogInteractorOutput> output;

@end
