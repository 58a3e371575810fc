//
//  OpeningTrainerModule.h
//  Rook
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol OpeningTrainerViewInput <NSObject>
- (void)showOpeningName:(NSString *)openingName;
@end

@protocol OpeningTrainerViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
@end

@interface OpeningTrainerViewController : UIViewController <OpeningTrainerViewInput>
@property (nonatomic, strong) id<OpeningTrainerViewOutput> output;
@end

@interface OpeningTrainerPresenter : NSObject <OpeningTrainerViewOutput>
@property (nonatomic, weak) id<OpeningTrainerViewInput> view;
@property (nonatomic, copy) NSString *gameIdentifier;
@end

@interface OpeningTrainerAssembly : NSObject
+ (UIViewController *)buildModuleWithGameIdentifier:(NSString *)gameIdentifier;
@end

NS_ASSUME_NONNULL_END
