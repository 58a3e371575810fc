//
//  SeatMapPresenter.h
//  Matinee
//

#import <Foundation/Foundation.h>

#import "SeatMapViewController.h"
#import "SeatMapInteractor.h"

@interface SeatMapPresenter : NSObject <SeatMapViewOutput, SeatMapInteractorOutput>

@property (nonatomic, weak) id<SeatMapViewInput> view;
@property (nonatomic, strong) id<SeatMapInteractorInput> interactor;
@property (nonatomic, copy) NSString *showtime;

@end
