//
//  PlantCareInteractor.h
//  Greenhouse
//

#import <Foundation/Foundation.h>

@protocol PlantCareInteractorOutput <NSObject>
- (void)didObtainTips:(NSArray<NSString *> *)tips;
@end

@protocol PlantCareInteractorInput <NSObject>
- (void)obtainTips;
@end

@interface PlantCareInteractor : NSObject <PlantCareInteractorInput>

@property (nonatomic, weak) id<PlantCareInteractorOutput> output;

@end
