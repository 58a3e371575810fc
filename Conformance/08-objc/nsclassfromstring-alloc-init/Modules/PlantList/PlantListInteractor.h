//
//  PlantListInteractor.h
//  Greenhouse
//

#import <Foundation/Foundation.h>

@protocol PlantListInteractorOutput <NSObject>
- (void)didObtainPlants:(NSArray<NSString *> *)plants;
@end

@protocol PlantListInteractorInput <NSObject>
- (void)obtainPlants;
@end

@interface PlantListInteractor : NSObject <PlantListInteractorInput>

@property (nonatomic, weak) id<PlantListInteractorOutput> output;

@end
