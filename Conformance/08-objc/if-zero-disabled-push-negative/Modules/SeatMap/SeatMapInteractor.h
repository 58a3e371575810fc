//
//  SeatMapInteractor.h
//  Matinee
//

#import <Foundation/Foundation.h>

@protocol SeatMapInteractorOutput <NSObject>
- (void)didObtainRows:(NSArray<NSString *> *)rows;
@end

@protocol SeatMapInteractorInput <NSObject>
- (void)obtainRows;
@end

@interface SeatMapInteractor : NSObject <SeatMapInteractorInput>

@property (nonatomic, weak) id<SeatMapInteractorOutput> output;

@end
