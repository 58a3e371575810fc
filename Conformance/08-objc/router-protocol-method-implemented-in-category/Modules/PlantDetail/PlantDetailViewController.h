//
//  PlantDetailViewController.h
//  Sprout
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol PlantDetailViewInput <NSObject>
- (void)showPlantName:(NSString *)plantName careNotes:(NSString *)careNotes;
@end

@protocol PlantDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface PlantDetailViewController : UIViewController <PlantDetailViewInput>

@property (nonatomic, strong) id<PlantDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
