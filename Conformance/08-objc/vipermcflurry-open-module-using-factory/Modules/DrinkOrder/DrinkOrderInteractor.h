//
//  DrinkOrderInteractor.h
//  Brew
//

#import <Foundation/Foundation.h>

@protocol DrinkOrderInteractorOutput <NSObject>
- (void)didObtainSizes:(NSArray<NSString *> *)sizes;
@end

@protocol DrinkOrderInteractorInput <NSObject>
- (void)obtainSizes;
@end

@interface DrinkOrderInteractor : NSObject <DrinkOrderInteractorInput>

@property (nonatomic, weak) id<DrinkOrderInteractorOutput> output;

@end
